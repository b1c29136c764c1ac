--TEST--
htmlspecialchars with ENT_DISALLOWED
--FILE--
<?php
foreach ([ENT_HTML401, ENT_XML1, ENT_XHTML, ENT_HTML5] as $d) var_dump(bin2hex(htmlspecialchars("\x01\x7f\x0c\xef\xbf\xbea", ENT_QUOTES | ENT_DISALLOWED | $d)));
--EXPECT--
string(26) "efbfbdefbfbdefbfbdefbfbe61"
string(22) "efbfbd7fefbfbdefbfbd61"
string(22) "efbfbd7fefbfbdefbfbd61"
string(22) "efbfbdefbfbd0cefbfbd61"
