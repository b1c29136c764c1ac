--TEST--
html_entity_decode requires the semicolon
--FILE--
<?php
var_dump(html_entity_decode("&amp &lt;x &copy &eacute; &#65 &#x41"), html_entity_decode("&", ENT_QUOTES), html_entity_decode("&;"), html_entity_decode("&#;"));
--EXPECT--
string(27) "&amp <x &copy é &#65 &#x41"
string(1) "&"
string(2) "&;"
string(3) "&#;"
