--TEST--
every control character
--FILE--
<?php
$s = '';
for ($i = 0; $i < 32; $i++) $s .= chr($i);
echo json_encode($s), "\n";
--EXPECT--
"\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f"
