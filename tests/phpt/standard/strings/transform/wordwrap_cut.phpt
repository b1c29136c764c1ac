--TEST--
wordwrap cutting long words
--FILE--
<?php
var_dump(wordwrap("abcdefghij", 3, "-", true), wordwrap("ab cdefghij kl", 4, "|", true), wordwrap("abcdefghij", 1, "\n", true));
--EXPECT--
string(13) "abc-def-ghi-j"
string(15) "ab|cdef|ghij|kl"
string(19) "a
b
c
d
e
f
g
h
i
j"
