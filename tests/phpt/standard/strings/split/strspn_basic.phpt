--TEST--
strspn
--FILE--
<?php
var_dump(strspn("42 is the answer", "1234567890"), strspn("foo", "o", 1, 2), strspn("foo", "o", -2), strspn("foo", "o", 1, -1), strspn("abc", "abc", 5), strspn("", "a"));
--EXPECT--
int(2)
int(2)
int(2)
int(1)
int(0)
int(0)
