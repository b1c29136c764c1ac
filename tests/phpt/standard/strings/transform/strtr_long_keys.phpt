--TEST--
strtr with keys of many lengths
--FILE--
<?php
var_dump(strtr("the cat sat on the mat", ["the" => "a", "cat" => "dog", "at" => "@", "t" => "T", "the cat" => "CAT"]));
--EXPECT--
string(14) "CAT s@ on a m@"
