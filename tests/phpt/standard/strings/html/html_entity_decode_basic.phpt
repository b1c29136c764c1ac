--TEST--
html_entity_decode
--FILE--
<?php
var_dump(html_entity_decode("I&#39;ll &quot;walk&quot; the &lt;b&gt;dog&lt;/b&gt; now &copy; &euro; &hellip;"));
--EXPECT--
string(41) "I'll "walk" the <b>dog</b> now © € …"
