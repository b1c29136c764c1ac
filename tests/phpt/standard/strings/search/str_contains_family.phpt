--TEST--
str_contains, str_starts_with, str_ends_with
--FILE--
<?php
var_dump(str_contains("abc", ""), str_contains("abc", "bc"), str_contains("", "a"), str_starts_with("abc", "ab"), str_starts_with("abc", ""), str_starts_with("a", "ab"), str_ends_with("abc", "bc"), str_ends_with("abc", ""), str_ends_with("c", "bc"));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
