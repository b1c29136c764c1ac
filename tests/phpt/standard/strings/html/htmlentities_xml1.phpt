--TEST--
htmlentities in XML1 mode
--FILE--
<?php
var_dump(htmlentities("café <'\">", ENT_QUOTES | ENT_XML1));
--EXPECT--
string(26) "café &lt;&apos;&quot;&gt;"
