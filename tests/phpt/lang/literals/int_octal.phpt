--TEST--
Octal integer literals with 0 and 0o prefixes
--FILE--
<?php
var_dump(0777, 0o777, 0O17, 010, 00);
--EXPECT--
int(511)
int(511)
int(15)
int(8)
int(0)
