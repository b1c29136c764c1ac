--TEST--
htmlspecialchars with truncated sequences
--FILE--
<?php
var_dump(bin2hex(htmlspecialchars("\xe2\x82<", ENT_QUOTES | ENT_SUBSTITUTE)), bin2hex(htmlspecialchars("\xf0\x9f\x98", ENT_QUOTES | ENT_SUBSTITUTE)), htmlspecialchars("\xc3\xa9"));
--EXPECT--
string(14) "efbfbd266c743b"
string(6) "efbfbd"
string(2) "é"
