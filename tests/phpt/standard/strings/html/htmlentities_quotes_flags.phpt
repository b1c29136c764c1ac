--TEST--
htmlentities quote flag combinations
--FILE--
<?php
foreach ([ENT_NOQUOTES, ENT_COMPAT, ENT_QUOTES, 1] as $f) var_dump(htmlentities("'\"", $f), htmlspecialchars("'\"", $f | ENT_HTML5));
--EXPECT--
string(2) "'""
string(2) "'""
string(7) "'&quot;"
string(7) "'&quot;"
string(12) "&#039;&quot;"
string(12) "&apos;&quot;"
string(7) "&#039;""
string(7) "&apos;""
