--TEST--
htmlspecialchars double_encode false with numeric entities
--FILE--
<?php
var_dump(htmlspecialchars("&#0; &#1114111; &#x110000; &#X41; &#xfffe;", ENT_QUOTES, null, false), htmlspecialchars("&#1; &#xfffe;", ENT_QUOTES | ENT_DISALLOWED | ENT_HTML5, null, false));
--EXPECT--
string(46) "&#0; &#1114111; &amp;#x110000; &#X41; &#xfffe;"
string(21) "&amp;#1; &amp;#xfffe;"
