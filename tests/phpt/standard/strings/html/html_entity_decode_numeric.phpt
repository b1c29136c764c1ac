--TEST--
html_entity_decode numeric entities and disallowed code points
--FILE--
<?php
var_dump(html_entity_decode("&#0; &#x0; &#9; &#13; &#65535; &#x1F600; &#xD800; &#1114111; &#99999999999;", ENT_QUOTES | ENT_HTML5));
var_dump(bin2hex(html_entity_decode("&#13;&#x7f;&#xFDD0;", ENT_QUOTES | ENT_XML1)));
--EXPECT--
string(67) "&#0; &#x0; 	 &#13; &#65535; 😀 &#xD800; &#1114111; &#99999999999;"
string(10) "0d7fefb790"
