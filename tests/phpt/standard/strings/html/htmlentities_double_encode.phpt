--TEST--
htmlentities without double encoding
--FILE--
<?php
var_dump(htmlentities("&eacute; & é &#233;", ENT_QUOTES, "UTF-8", false));
--EXPECT--
string(30) "&eacute; &amp; &eacute; &#233;"
