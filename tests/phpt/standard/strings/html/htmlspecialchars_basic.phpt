--TEST--
htmlspecialchars with default flags
--FILE--
<?php
var_dump(htmlspecialchars("<a href='test'>Test & \"more\"</a>"));
--EXPECT--
string(68) "&lt;a href=&#039;test&#039;&gt;Test &amp; &quot;more&quot;&lt;/a&gt;"
