--TEST--
str_word_count() with null is deprecated
--FILE--
<?php
var_dump(str_word_count(null));
--EXPECTF--

Deprecated: str_word_count(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
int(0)
