--TEST--
htmlspecialchars_decode per doctype
--FILE--
<?php
foreach ([ENT_HTML401, ENT_XML1, ENT_XHTML, ENT_HTML5] as $d) var_dump(htmlspecialchars_decode("&apos; &#39; &#x27; &quot; &amp;amp; &lt;&gt; &hellip;", ENT_QUOTES | $d));
--EXPECT--
string(30) "&apos; ' ' " &amp; <> &hellip;"
string(25) "' ' ' " &amp; <> &hellip;"
string(25) "' ' ' " &amp; <> &hellip;"
string(25) "' ' ' " &amp; <> &hellip;"
