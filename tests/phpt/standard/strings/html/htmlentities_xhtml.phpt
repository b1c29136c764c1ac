--TEST--
htmlentities in XHTML mode
--FILE--
<?php
var_dump(htmlentities("café <'\">", ENT_QUOTES | ENT_XHTML));
--EXPECT--
string(32) "caf&eacute; &lt;&#039;&quot;&gt;"
