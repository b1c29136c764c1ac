--TEST--
strcoll in the C locale
--FILE--
<?php
var_dump(strcoll("a", "b") < 0, strcoll("b", "a") > 0, strcoll("abc", "abc"));
--EXPECT--
bool(true)
bool(true)
int(0)
