--TEST--
strcspn
--FILE--
<?php
var_dump(strcspn("abcd", "cd"), strcspn("hello", "l", 1), strcspn("hello", "l", -4, 1), strcspn("abc", ""), strcspn("abcd", "x", 1, -1), strcspn("hello", "o", 10));
--EXPECT--
int(2)
int(1)
int(1)
int(3)
int(2)
int(0)
