--TEST--
wordwrap
--FILE--
<?php
var_dump(wordwrap("The quick brown fox sat over the lazy dog", 15, "\n", true));
var_dump(wordwrap("A very long woooooooooooord.", 8, "\n", true));
var_dump(wordwrap("A very long woooooooooooooooooord. and something", 8, "\n", false));
--EXPECT--
string(41) "The quick brown
fox sat over
the lazy dog"
string(29) "A very
long
wooooooo
ooooord."
string(48) "A very
long
woooooooooooooooooord.
and
something"
