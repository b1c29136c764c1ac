--TEST--
str_word_count bad format
--FILE--
<?php
try { str_word_count("a", 3); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(str_word_count(""), str_word_count("   "), str_word_count("a b c"));
--EXPECT--
str_word_count(): Argument #2 ($format) must be a valid format value
int(0)
int(0)
int(3)
