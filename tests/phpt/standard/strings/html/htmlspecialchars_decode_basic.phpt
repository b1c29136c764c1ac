--TEST--
htmlspecialchars_decode
--FILE--
<?php
var_dump(htmlspecialchars_decode("&lt;p&gt;this -&gt; &quot;&#039;&amp;amp;&lt;/p&gt;"));
var_dump(htmlspecialchars_decode("&quot;&#039;", ENT_NOQUOTES), htmlspecialchars_decode("&quot;&#039;", ENT_COMPAT));
--EXPECT--
string(22) "<p>this -> "'&amp;</p>"
string(12) "&quot;&#039;"
string(7) ""&#039;"
