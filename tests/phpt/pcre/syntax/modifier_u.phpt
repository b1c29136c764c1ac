--TEST--
the u modifier: characters instead of bytes
--FILE--
<?php
var_dump(preg_match('/^.$/', 'é'));
var_dump(preg_match('/^.$/u', 'é'));
var_dump(preg_match('/^\w$/u', 'é'));
var_dump(preg_match('/^\w$/', 'é'));
--EXPECT--
int(0)
int(1)
int(1)
int(0)
