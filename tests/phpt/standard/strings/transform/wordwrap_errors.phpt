--TEST--
wordwrap errors
--FILE--
<?php
try { wordwrap("abc", 10, ""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { wordwrap("abc", 0, "\n", true); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(wordwrap("abc def", 0));
--EXPECT--
wordwrap(): Argument #3 ($break) cannot be empty
wordwrap(): Argument #4 ($cut_long_words) cannot be true when argument #2 ($width) is 0
string(7) "abc
def"
