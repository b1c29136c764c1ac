--TEST--
wordwrap with runs of spaces
--FILE--
<?php
var_dump(wordwrap("a  b   c    d", 2), wordwrap("   ", 1), wordwrap("word  word", 4, "\n", true));
--EXPECT--
string(13) "a 
b 
 c
  
d"
string(3) " 
 "
string(11) "word
 wor
d"
