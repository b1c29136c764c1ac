--TEST--
S suffix for every day of a month
--FILE--
<?php
date_default_timezone_set('UTC');
$o = [];
for ($d = 1; $d <= 31; $d++) { $o[] = date('jS', gmmktime(0, 0, 0, 1, $d, 2021)); }
echo implode(' ', $o), "\n";
?>
--EXPECT--
1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th 11th 12th 13th 14th 15th 16th 17th 18th 19th 20th 21st 22nd 23rd 24th 25th 26th 27th 28th 29th 30th 31st
