--TEST--
htmlspecialchars of long plain text
--FILE--
<?php
$s = str_repeat("plain ascii text ", 100) . "<end>";
var_dump(strlen(htmlspecialchars($s)), substr(htmlspecialchars($s), -12));
--EXPECT--
int(1711)
string(12) " &lt;end&gt;"
