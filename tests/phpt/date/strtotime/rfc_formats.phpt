--TEST--
strtotime(): RFC 2822, cookie and log formats
--FILE--
<?php
date_default_timezone_set('UTC');
$base = 1700000000;
foreach (['Mon, 15 Mar 2021 10:00:00 +0000', 'Sat, 15 Mar 2021 10:00:00 +0000', 'Monday, 15-Mar-21 10:00:00 UTC', '10/Oct/2000:13:55:36 -0700', 'Tue, 14 Nov 2023 22:13:20 GMT', '2023-11-14T22:13:20+00:00'] as $s) {
    $t = strtotime($s, $base);
    echo str_pad(var_export($s, true), 34), ' => ', $t === false ? 'false' : date('D Y-m-d H:i:s T', $t), "\n";
}
?>
--EXPECT--
'Mon, 15 Mar 2021 10:00:00 +0000'  => Mon 2021-03-15 10:00:00 UTC
'Sat, 15 Mar 2021 10:00:00 +0000'  => Sat 2021-03-20 10:00:00 UTC
'Monday, 15-Mar-21 10:00:00 UTC'   => Mon 2021-03-15 10:00:00 UTC
'10/Oct/2000:13:55:36 -0700'       => Tue 2000-10-10 20:55:36 UTC
'Tue, 14 Nov 2023 22:13:20 GMT'    => Tue 2023-11-14 22:13:20 UTC
'2023-11-14T22:13:20+00:00'        => Tue 2023-11-14 22:13:20 UTC
