--TEST--
the s modifier
--FILE--
<?php
var_dump(preg_match('/a.b/', "a\nb"));
var_dump(preg_match('/a.b/s', "a\nb"));
--EXPECT--
int(0)
int(1)
