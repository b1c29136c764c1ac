--TEST--
strip_tags removes tags
--FILE--
<?php
var_dump(strip_tags("<p>Test paragraph.</p><!-- Comment --> <a href=\"#fragment\">Other text</a>"));
--EXPECT--
string(26) "Test paragraph. Other text"
