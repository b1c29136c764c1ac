--TEST--
Comparing large ints with floats
--FILE--
<?php
var_dump(PHP_INT_MAX == PHP_INT_MAX + 0.0, 9007199254740993 == 9007199254740992.0, 9007199254740993 > 9007199254740992.0, "9007199254740993" == "9007199254740992");
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
