<?php $title = 'Counter'; ?>
<h1>You have seen this page <?= (int) $count ?> time<?= $count === 1 ? '' : 's' ?>.</h1>
