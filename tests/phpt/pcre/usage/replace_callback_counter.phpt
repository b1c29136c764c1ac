--TEST--
numbering matches in a callback
--FILE--
<?php
$i = 0;
echo preg_replace_callback('/\?/', function () use (&$i) { return ':p' . $i++; }, 'a = ? AND b = ? OR c = ?'), "\n";
--EXPECT--
a = :p0 AND b = :p1 OR c = :p2
