--TEST--
chunk_split
--FILE--
<?php
var_dump(chunk_split("abcdefg", 2, "|"), chunk_split("abcd", 2, "|"), chunk_split("abc", 10, "|"), chunk_split("", 2, "|"));
--EXPECT--
string(11) "ab|cd|ef|g|"
string(6) "ab|cd|"
string(4) "abc|"
string(1) "|"
