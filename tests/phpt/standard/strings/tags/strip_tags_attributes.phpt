--TEST--
strip_tags keeps allowed tags with attributes verbatim
--FILE--
<?php
var_dump(strip_tags('<a href="x" onclick=\'y\'>l</a><img src="i.png"/><script>bad()</script>', "<a><img>"));
--EXPECT--
string(52) "<a href="x" onclick='y'>l</a><img src="i.png"/>bad()"
