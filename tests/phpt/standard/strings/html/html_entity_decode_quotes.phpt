--TEST--
html_entity_decode quote flags
--FILE--
<?php
var_dump(html_entity_decode("&quot;&#39;&apos;", ENT_NOQUOTES | ENT_HTML5), html_entity_decode("&quot;&#39;&apos;", ENT_COMPAT | ENT_HTML5), html_entity_decode("&quot;&#39;&apos;", ENT_QUOTES | ENT_HTML5));
--EXPECT--
string(17) "&quot;&#39;&apos;"
string(12) ""&#39;&apos;"
string(3) ""''"
