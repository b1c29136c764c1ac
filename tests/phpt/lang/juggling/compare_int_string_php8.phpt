--TEST--
Relational comparison int vs non-numeric string
--FILE--
<?php
var_dump(0 < "a", "a" < 0, 5 > "abc", 1 < "2", 10 < "9", "10" < "9", "abc" > "abd");
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
