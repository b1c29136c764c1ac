--TEST--
nl2br with mixed line endings
--FILE--
<?php
var_dump(nl2br("a\r\n\r\nb"), nl2br("\r\r"), nl2br("\n\r\n"), nl2br("x\n", false));
--EXPECT--
string(18) "a<br />
<br />
b"
string(14) "<br /><br />"
string(15) "<br />
<br />
"
string(6) "x<br>
"
