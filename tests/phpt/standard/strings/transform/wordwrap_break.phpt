--TEST--
wordwrap with a multi-character break
--FILE--
<?php
var_dump(wordwrap("The quick brown fox", 10, "<br />\n"));
var_dump(wordwrap("short", 10, "<br>"), wordwrap("", 10));
--EXPECT--
string(25) "The quick<br />
brown fox"
string(5) "short"
string(0) ""
