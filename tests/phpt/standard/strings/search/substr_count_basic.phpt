--TEST--
substr_count
--FILE--
<?php
var_dump(substr_count("hello hello", "ll"), substr_count("aaa", "aa"), substr_count("hello", "z"), substr_count("", "a"));
--EXPECT--
int(2)
int(1)
int(0)
int(0)
