--TEST--
nl2br line ending forms
--FILE--
<?php
var_dump(nl2br("a\nb\rc\r\nd\n\re"), nl2br("a\nb", false), nl2br("none"), nl2br("\n\n"));
--EXPECT--
string(35) "a<br />
b<br />c<br />
d<br />
e"
string(7) "a<br>
b"
string(4) "none"
string(14) "<br />
<br />
"
