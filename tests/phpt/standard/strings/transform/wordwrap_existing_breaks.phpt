--TEST--
wordwrap keeps existing breaks
--FILE--
<?php
var_dump(wordwrap("aaaa bbbb\ncccc dddd eeee", 9));
var_dump(wordwrap("aaaa bbbb<br>cccc dddd eeee", 9, "<br>"));
--EXPECT--
string(24) "aaaa bbbb
cccc dddd
eeee"
string(30) "aaaa bbbb<br>cccc dddd<br>eeee"
