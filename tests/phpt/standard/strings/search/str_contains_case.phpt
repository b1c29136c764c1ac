--TEST--
str_contains is case-sensitive
--FILE--
<?php
var_dump(str_contains("Hello", "hello"), str_starts_with("Hello", "h"), str_ends_with("Hello", "LO"));
--EXPECT--
bool(false)
bool(false)
bool(false)
