--TEST--
intval with base 8
--FILE--
<?php
var_dump(intval('17', 8));
var_dump(intval('017', 8));
var_dump(intval('0o17', 8));
var_dump(intval('8', 8));
--EXPECT--
int(15)
int(15)
int(0)
int(0)
