--TEST--
strip_tags with allowed tags as a string
--FILE--
<?php
var_dump(strip_tags("<p>Test paragraph.</p><!-- Comment --> <a href=\"#fragment\">Other text</a>", "<p><a>"));
--EXPECT--
string(57) "<p>Test paragraph.</p> <a href="#fragment">Other text</a>"
