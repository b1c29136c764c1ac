--TEST--
strtotime(): more identifiers as suffixes
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['2021-07-01 12:00 America/Los_Angeles', '2021-07-01 12:00 Australia/Sydney', '2021-07-01 12:00 Asia/Kolkata', '2021-07-01 12:00 America/Argentina/Buenos_Aires'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'2021-07-01 12:00 America/Los_Angeles' => Thu 2021-07-01 19:00:00 UTC
'2021-07-01 12:00 Australia/Sydney' => Thu 2021-07-01 02:00:00 UTC
'2021-07-01 12:00 Asia/Kolkata'    => Thu 2021-07-01 06:30:00 UTC
'2021-07-01 12:00 America/Argentina/Buenos_Aires' => Thu 2021-07-01 15:00:00 UTC
