--TEST--
htmlspecialchars_decode decodes one level
--FILE--
<?php
var_dump(htmlspecialchars_decode("&amp;amp;lt;"), html_entity_decode("&amp;amp;"), htmlspecialchars(htmlspecialchars("<")));
--EXPECT--
string(8) "&amp;lt;"
string(5) "&amp;"
string(8) "&amp;lt;"
