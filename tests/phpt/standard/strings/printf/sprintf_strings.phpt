--TEST--
sprintf strings with precision and width
--FILE--
<?php
var_dump(sprintf("[%10.3s] [%-10.3s] [%.0s] [%s]", "abcdef", "abcdef", "abc", ""));
--EXPECT--
string(31) "[       abc] [abc       ] [] []"
