--TEST--
html_entity_decode per doctype
--FILE--
<?php
foreach ([ENT_HTML401, ENT_XML1, ENT_XHTML, ENT_HTML5] as $d) var_dump(html_entity_decode("&#128; &#x41; &apos; &lt &amp;lt; &hellip; &NotEqualTilde; &fjlig;", ENT_QUOTES | $d));
--EXPECT--
string(52) "&#128; A &apos; &lt &lt; … &NotEqualTilde; &fjlig;"
string(48) " A ' &lt &lt; &hellip; &NotEqualTilde; &fjlig;"
string(43) " A ' &lt &lt; … &NotEqualTilde; &fjlig;"
string(32) "&#128; A ' &lt &lt; … ≂̸ fj"
