--TEST--
strip_tags allowed tags are case-insensitive
--FILE--
<?php
var_dump(strip_tags("<B>bold</B> <P>p</P> <br/> <BR />", "<b><br>"));
--EXPECT--
string(26) "<B>bold</B> p <br/> <BR />"
