--TEST--
htmlspecialchars_decode leaves unknown entities
--FILE--
<?php
var_dump(htmlspecialchars_decode("&lt &amp;lt; &hellip; &#; &#x; &"), htmlspecialchars_decode("&amp"));
--EXPECT--
string(28) "&lt &lt; &hellip; &#; &#x; &"
string(4) "&amp"
