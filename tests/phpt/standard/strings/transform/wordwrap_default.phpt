--TEST--
wordwrap with default width
--FILE--
<?php
var_dump(wordwrap(str_repeat("word ", 30)));
--EXPECT--
string(150) "word word word word word word word word word word word word word word word
word word word word word word word word word word word word word word word "
